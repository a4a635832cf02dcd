// Placeholder until the categories screen lands.
export function CategoriesManager() {
  return <h2>Categorías</h2>;
}
