"use client";

import type { Route } from "next";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";

import { toast } from "@/components/layout/toaster";
import { Icon } from "@/components/icons/icon";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { findBikeModel, type BikeMake } from "@/lib/bikes/directory";
import { bikeParam, type BikeChoice } from "@/lib/bikes/fitment";
import { withBikeInUse, withoutBike, type GarageView } from "@/lib/bikes/garage";
import { api, ApiError } from "@/lib/client/api";
import { fill, useLocale } from "@/lib/i18n/client";
import { localizeHref } from "@/lib/i18n/locales";
import type { ClientMessages } from "@/messages";
import { bikeCookieChanged } from "@/lib/client/bike-cookie";
import type { Garage } from "@/lib/validations/bikes";
import { MAX_GARAGE_BIKES } from "@/lib/validations/limits";

const yearsOf = ([from, to]: [number, number]) => Array.from({ length: to - from + 1 }, (_, index) => to - index);

const asGarage = ({ bikes, active }: GarageView): Garage => ({
  bikes: bikes.map(({ make, model, year }) => ({ make, model, year })),
  active,
});

/**
 * The garage: choose a bike by maker, model and year, and see the parts that fit it. Signed-in
 * riders keep up to five bikes on their profile and switch between them; a visitor's browser
 * keeps the one in use.
 */
export function GaragePanel({
  signedIn,
  onClose,
  text,
}: {
  signedIn: boolean;
  onClose: () => void;
  /** Its words in the page's language, loaded with its code (see GarageButton). */
  text: ClientMessages["bikes"]["garage"];
}) {
  const router = useRouter();
  const locale = useLocale();
  const [makes, setMakes] = useState<BikeMake[] | null>(null);
  const [garage, setGarage] = useState<GarageView | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [choice, setChoice] = useState({ make: "", model: "", year: "" });
  const panel = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    Promise.all([api<BikeMake[]>("/api/bikes"), api<GarageView>("/api/garage")]).then(
      ([list, current]) => {
        setMakes(list);
        setGarage(current);
      },
      () => setFailed(true),
    );
  }, []);

  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => event.key === "Escape" && onClose();
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [onClose]);

  useEffect(() => {
    if (makes) panel.current?.querySelector("select")?.focus();
  }, [makes]);

  const model = makes && findBikeModel(makes, choice);

  async function save(next: Garage, goTo?: BikeChoice) {
    setSaving(true);
    try {
      setGarage(await api<GarageView>("/api/garage", { method: "PUT", json: next }));
      bikeCookieChanged();
      if (goTo) {
        onClose();
        router.push(localizeHref(`/tools?bike=${bikeParam(goTo)}`, locale) as Route);
      } else {
        router.refresh();
      }
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : text.saveFailed);
    } finally {
      setSaving(false);
    }
  }

  function showParts(event: React.FormEvent) {
    event.preventDefault();
    if (!garage || !model || !choice.year) return;
    const bike = { make: choice.make, model: choice.model, year: Number(choice.year) };
    void save(withBikeInUse(asGarage(garage), bike, signedIn ? MAX_GARAGE_BIKES : 1), bike);
  }

  return (
    <div
      id="garage-panel"
      ref={panel}
      role="region"
      aria-labelledby={`${id}-title`}
      className="absolute inset-x-0 top-full border-b bg-background shadow-md sm:left-auto sm:right-4 sm:w-[26rem] sm:rounded-b-xl sm:border-x"
    >
      <div className="grid gap-4 p-4">
        <div className="flex items-center justify-between gap-2">
          <h2 id={`${id}-title`} className="text-base font-bold text-ink">
            {text.heading}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="flex size-10 items-center justify-center rounded-md hover:bg-accent"
            aria-label={text.close}
          >
            <Icon name="x" className="size-5" />
          </button>
        </div>
        {failed ? (
          <p className="text-sm text-red-700" role="alert">
            {text.failed}
          </p>
        ) : !makes || !garage ? (
          <p className="text-sm text-slate-600" role="status">
            {text.loading}
          </p>
        ) : (
          <>
            {garage.bikes.length > 0 && (
              <ul aria-label={text.yourBikes} className="grid gap-2">
                {garage.bikes.map((bike, index) => {
                  const inUse = garage.active === index;
                  return (
                    <li key={bike.param} className="flex items-center gap-2 rounded-lg border p-2 text-sm">
                      <span className="min-w-0 flex-1 font-semibold text-ink">
                        {bike.full}
                        {inUse && <span className="ml-2 font-normal text-emerald-700">{text.inUse}</span>}
                      </span>
                      {!inUse && (
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={saving}
                          onClick={() => void save({ ...asGarage(garage), active: index }, bike)}
                        >
                          {text.use}
                        </Button>
                      )}
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={saving}
                        aria-label={fill(text.removeLabel, { bike: bike.full })}
                        onClick={() => void save(withoutBike(asGarage(garage), index))}
                      >
                        {text.remove}
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
            <form method="post" onSubmit={showParts} className="grid gap-3" aria-labelledby={`${id}-choose`}>
              <h3 id={`${id}-choose`} className="text-sm font-semibold text-ink">
                {garage.bikes.length > 0 ? text.addBike : text.chooseBike}
              </h3>
              <div className="grid grid-cols-[1fr_1fr] gap-2 sm:grid-cols-[0.9fr_1.7fr_0.8fr]">
                <label className="grid gap-1 text-xs font-semibold text-slate-600">
                  {text.maker}
                  <NativeSelect
                    value={choice.make}
                    onChange={(event) => setChoice({ make: event.target.value, model: "", year: "" })}
                    required
                  >
                    <option value="">{text.choose}</option>
                    {makes.map((make) => (
                      <option key={make.make} value={make.make}>
                        {make.name}
                      </option>
                    ))}
                  </NativeSelect>
                </label>
                <label className="grid gap-1 text-xs font-semibold text-slate-600">
                  {text.model}
                  <NativeSelect
                    value={choice.model}
                    onChange={(event) => setChoice({ ...choice, model: event.target.value, year: "" })}
                    disabled={!choice.make}
                    required
                  >
                    <option value="">{text.choose}</option>
                    {makes
                      .find((make) => make.make === choice.make)
                      ?.models.map((candidate) => (
                        <option key={candidate.model} value={candidate.model}>
                          {fill(text.modelOption, { name: candidate.name, cc: candidate.cc })}
                        </option>
                      ))}
                  </NativeSelect>
                </label>
                <label className="grid gap-1 text-xs font-semibold text-slate-600">
                  {text.year}
                  <NativeSelect
                    value={choice.year}
                    onChange={(event) => setChoice({ ...choice, year: event.target.value })}
                    disabled={!model}
                    required
                  >
                    <option value="">{text.choose}</option>
                    {model &&
                      yearsOf(model.model.years).map((year) => (
                        <option key={year} value={year}>
                          {year}
                        </option>
                      ))}
                  </NativeSelect>
                </label>
              </div>
              <Button type="submit" disabled={saving || !choice.year}>
                {saving ? text.saving : text.showParts}
              </Button>
            </form>
            {garage.active !== null && (
              <button
                type="button"
                className="justify-self-start text-sm font-semibold text-slate-600 underline-offset-4 hover:underline"
                disabled={saving}
                onClick={() => void save({ ...asGarage(garage), active: null })}
              >
                {text.browseWithout}
              </button>
            )}
            {!signedIn && <p className="text-xs text-slate-500">{text.remembers}</p>}
          </>
        )}
      </div>
    </div>
  );
}
