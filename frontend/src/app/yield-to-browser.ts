// Imported by main.tsx between React DOM and the app: the modules after it are evaluated in a task
// of their own, so the start-up script never holds the main thread long enough to delay a tap.
await new Promise((resolve) => setTimeout(resolve, 0));
export {};
