/** A decoded Stripe form body: `a[b][c]=1` nests objects, `a[]=x` and `a[0]=x` build arrays. */
export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

type Container = FormObject | FormValue[];

export function parseFormBody(body: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = keyPath(key);
    if (path.includes("__proto__")) continue;
    setPath(root, path, value);
  }
  return root;
}

function keyPath(key: string): string[] {
  const open = key.indexOf("[");
  if (open <= 0 || !key.endsWith("]")) return [key];
  return [key.slice(0, open), ...key.slice(open + 1, -1).split("][")];
}

function setPath(root: FormObject, path: string[], value: string): void {
  let node: Container = root;
  for (let i = 0; i < path.length - 1; i++) {
    node = childContainer(node, path[i] ?? "", isArraySegment(path[i + 1] ?? ""));
  }
  write(node, path[path.length - 1] ?? "", value);
}

function isArraySegment(segment: string): boolean {
  return segment === "" || /^\d+$/.test(segment);
}

function childContainer(node: Container, segment: string, wantArray: boolean): Container {
  const existing = Array.isArray(node) ? (segment === "" ? undefined : node[Number(segment)]) : node[segment];
  if (existing !== undefined && typeof existing !== "string") return existing;
  const created: Container = wantArray ? [] : {};
  write(node, segment, created);
  return created;
}

function write(node: Container, segment: string, value: FormValue): void {
  if (!Array.isArray(node)) node[segment] = value;
  else if (segment === "") node.push(value);
  else node[Number(segment)] = value;
}
