import type { Metadata } from "next";

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { MakeAdminButton } from "@/components/dashboard/make-admin-button";
import { PageHeader } from "@/components/dashboard/page-header";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { listUsers } from "@/lib/data/users";

export const metadata: Metadata = { title: "Make Admin" };

export default async function MakeAdminPage() {
  await requireAdminPage();
  const users = await listUsers();
  return (
    <>
      <PageHeader
        title="Make Admin"
        description={`${users.length} registered ${users.length === 1 ? "user" : "users"}`}
      />
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="w-16">#</TableHead>
            <TableHead>Email</TableHead>
            <TableHead>Name</TableHead>
            <TableHead className="text-right">Role</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {users.map((user, index) => (
            <TableRow key={user._id}>
              <TableCell>{index + 1}</TableCell>
              <TableCell className="font-medium">{user.email}</TableCell>
              <TableCell>{user.name ?? "—"}</TableCell>
              <TableCell className="text-right">
                {user.role === "admin" ? (
                  <span className="rounded-full bg-brand-100 px-3 py-1 text-xs font-bold text-brand-800">Admin</span>
                ) : (
                  <MakeAdminButton email={user.email} />
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
