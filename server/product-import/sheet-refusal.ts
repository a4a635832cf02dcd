// A spreadsheet the import will not read, with the Spanish reason the upload answers (400).

export class SheetRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SheetRefusal";
  }
}
