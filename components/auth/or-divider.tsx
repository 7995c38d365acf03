export function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-xs font-semibold uppercase text-muted-foreground" role="separator">
      <span className="h-px flex-1 bg-border" />
      OR
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}
