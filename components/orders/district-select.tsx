import type { ComponentProps } from "react";

import { DIVISIONS, nameOfPlace, type PlaceNames } from "@/config/districts";
import { NativeSelect } from "@/components/ui/native-select";
import { fill, useMessages } from "@/lib/i18n/client";

/**
 * The 64 districts, grouped by their 8 divisions, named in the page's language (`places`, from
 * the server); the value is the English name.
 */
export function DistrictSelect({ places, ...props }: ComponentProps<typeof NativeSelect> & { places: PlaceNames }) {
  const { districtSelect: text } = useMessages("tool");
  return (
    <NativeSelect autoComplete="address-level1" {...props}>
      <option value="">{text.choose}</option>
      {DIVISIONS.map(({ division, districts }) => (
        <optgroup key={division} label={fill(text.division, { division: nameOfPlace(division, places) })}>
          {districts.map((district) => (
            <option key={district} value={district}>
              {nameOfPlace(district, places)}
            </option>
          ))}
        </optgroup>
      ))}
    </NativeSelect>
  );
}
