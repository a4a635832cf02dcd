// The total of a paged list lives in the X-Total-Count header; without it (an older server) the
// page itself is all that is known.

export function totalFromHeader(header: string | null, offset: number, count: number): number {
  const total = header === null ? Number.NaN : Number(header);
  return Number.isInteger(total) && total >= 0 ? total : offset + count;
}
