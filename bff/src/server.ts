// Entry point: the BFF on PORT (default 3000), HOST (default 0.0.0.0), options from the environment.
import { startServer } from "./start-server";

await startServer();
