import type { APIRequestContext } from "@playwright/test";

export type ToolJson = {
  _id: string;
  name: string;
  orderQuantity: number;
  availableQuantity: number;
  price: number;
};

/** Tools read through the public API, the way any client sees them. */
async function listTools(request: APIRequestContext): Promise<ToolJson[]> {
  return (await (await request.get("/api/tools")).json()) as ToolJson[];
}

export async function getTool(request: APIRequestContext, id: string): Promise<ToolJson> {
  return (await (await request.get(`/api/tools/${id}`)).json()) as ToolJson;
}

/** A tool as the cached catalogue lists it (GET /api/tools: what the home page and /tools show). */
export async function listedTool(request: APIRequestContext, id: string): Promise<ToolJson | undefined> {
  return (await listTools(request)).find((tool) => tool._id === id);
}

/** A tool of the seeded catalogue, by name, so each test works on its own tool. */
export async function toolNamed(request: APIRequestContext, name: string): Promise<ToolJson> {
  const tool = (await listTools(request)).find((candidate) => candidate.name === name);
  if (!tool) throw new Error(`no tool named ${name}`);
  return tool;
}
