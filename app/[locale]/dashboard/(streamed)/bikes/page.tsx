import type { Metadata } from "next";

import { AddBikeForm } from "@/components/bikes/add-bike-form";
import { PageHeader } from "@/components/dashboard/page-header";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { yearSpan } from "@/lib/bikes/fitment";
import { listBikeMakes } from "@/lib/data/bikes";

export const metadata: Metadata = { title: "Bikes" };

/** The bike list riders choose from and products are fitted to; the admin adds models. */
export default async function BikesPage() {
  await requireAdminPage();
  const makes = await listBikeMakes();
  const models = makes.flatMap((make) => make.models.map((model) => ({ ...model, make })));
  return (
    <>
      <PageHeader
        title="Bikes"
        description={`${models.length} models riders can choose under “My bike” and products can be fitted to.`}
      />
      <section aria-labelledby="add-bike" className="mb-8 max-w-3xl rounded-xl border p-5">
        <h2 id="add-bike" className="mb-4 text-lg font-bold text-ink">
          Add a model
        </h2>
        <AddBikeForm />
      </section>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Maker</TableHead>
            <TableHead>Model</TableHead>
            <TableHead>Model years</TableHead>
            <TableHead className="text-right">Engine</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {models.map((model) => (
            <TableRow key={`${model.make.make}/${model.model}`}>
              <TableCell>{model.make.name}</TableCell>
              <TableCell className="font-semibold">{model.name}</TableCell>
              <TableCell>{yearSpan(model.years)}</TableCell>
              <TableCell className="text-right">{model.cc} cc</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
