/**
 * The look shared by the dialog (dialog.tsx) and the confirmation before an irreversible action
 * (alert-dialog.tsx).
 */
export const dialogStyles = {
  overlay: "fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm data-[state=open]:animate-fade-in",
  content:
    "fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border bg-background p-6 shadow-xl data-[state=open]:animate-fade-in",
  title: "text-xl font-semibold tracking-tight",
  description: "text-sm text-muted-foreground",
  footer: "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end",
} as const;
