import type { ComponentProps } from "react";

import { DIVISIONS } from "@/config/districts";
import { NativeSelect } from "@/components/ui/native-select";

/** The 64 districts, grouped by their 8 divisions. */
export function DistrictSelect(props: ComponentProps<typeof NativeSelect>) {
  return (
    <NativeSelect autoComplete="address-level1" {...props}>
      <option value="">Choose your district</option>
      {DIVISIONS.map(({ division, districts }) => (
        <optgroup key={division} label={`${division} division`}>
          {districts.map((district) => (
            <option key={district} value={district}>
              {district}
            </option>
          ))}
        </optgroup>
      ))}
    </NativeSelect>
  );
}
