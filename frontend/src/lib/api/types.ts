// The front end reads the contract's short type names from here.
export type * from "@contract/types";
