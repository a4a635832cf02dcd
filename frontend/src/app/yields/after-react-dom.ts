// Imported by main.tsx between React DOM and the app: the modules after it are evaluated in a task
// of their own (see after-blueprint.ts).
await new Promise((resolve) => setTimeout(resolve, 0));
export {};
