// Imported by main.tsx between Blueprint and React DOM. Evaluating the start-up script was one task
// of 40–75 ms (four times that on a slow phone), in which a tap waited; each of these modules ends
// a task there, so the browser may answer input between the packages. A module is evaluated once,
// hence one module per pause.
await new Promise((resolve) => setTimeout(resolve, 0));
export {};
