// Placeholder until the brands screen lands.
export function BrandsManager() {
  return <h2>Marcas</h2>;
}
