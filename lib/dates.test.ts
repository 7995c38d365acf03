import { expect, it } from "vitest";

import { formatDate, formatDateTime, formatLongDate, formatTime } from "./dates";

it("shows every date in Dhaka time, six hours ahead of UTC", () => {
  const lateEvening = "2026-11-23T20:30:00.000Z";
  expect(formatDate(lateEvening)).toBe("24 Nov 2026");
  expect(formatLongDate(new Date(lateEvening))).toBe("24 November 2026");
  expect(formatDateTime(lateEvening)).toBe("24 Nov 2026, 02:30");
  expect(formatTime(lateEvening)).toBe("02:30");
});
