import type { ComponentProps } from "react";

import { DIVISIONS, placeName } from "@/config/districts";
import { NativeSelect } from "@/components/ui/native-select";
import { fill, useLocale, useMessages } from "@/lib/i18n/client";

/** The 64 districts, grouped by their 8 divisions, named in the page's language; the value is the English name. */
export function DistrictSelect(props: ComponentProps<typeof NativeSelect>) {
  const { districtSelect: text } = useMessages("tool");
  const locale = useLocale();
  return (
    <NativeSelect autoComplete="address-level1" {...props}>
      <option value="">{text.choose}</option>
      {DIVISIONS.map(({ division, districts }) => (
        <optgroup key={division} label={fill(text.division, { division: placeName(division, locale) })}>
          {districts.map((district) => (
            <option key={district} value={district}>
              {placeName(district, locale)}
            </option>
          ))}
        </optgroup>
      ))}
    </NativeSelect>
  );
}
