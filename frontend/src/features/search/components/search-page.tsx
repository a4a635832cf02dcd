// Global search: reads q from the URL and shows products, brands, vehicles and
// categories that match it, each linking to its screen. Products are searched by the server.
import { Badge, Box, FolderClose, Taxi } from "@blueprintjs/icons";
import { useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { AsyncState } from "@/components/async-state";
import { EquivalentsOffer } from "@/components/scanning/equivalents-offer";
import { PageHeader } from "@/components/page-header";
import { SCREEN_HEADING } from "../screen-heading";
import { SearchBox } from "@/components/search-box";
import { moveBetweenResults } from "@/lib/shortcuts/result-keys";
import { useBrands } from "@/lib/catalogue/use-brands";
import { useCategories } from "@/lib/catalogue/use-categories";
import { useVehicles } from "@/lib/catalogue/use-vehicles";
import {
  EMPTY_QUERY_LIMIT,
  PRODUCT_RESULT_LIMIT,
  matchBrands,
  matchCategories,
  matchVehicles,
  productSnippet,
  searchLinks,
  yearRange,
} from "../lib/search-results";
import { SearchGroup } from "./search-group";
import "./search.css";
import { useProductResults } from "../api/use-product-results";

export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const q = params.get("q")?.trim() ?? "";

  const products = useProductResults(q || undefined, q ? PRODUCT_RESULT_LIMIT : EMPTY_QUERY_LIMIT);
  const brands = useBrands();
  const vehicles = useVehicles();
  const categories = useCategories();

  const productHits = (products.data?.items ?? []).map((product) => ({
    id: product.id,
    to: searchLinks.product(product.id),
    title: product.name,
    detail: productSnippet(product) || product.sku,
  }));
  const brandHits = matchBrands(brands.data, q).map((brand) => ({
    id: brand.id,
    to: searchLinks.brand(brand.id),
    title: brand.name,
    detail: brand.country ?? undefined,
  }));
  const vehicleHits = matchVehicles(vehicles.data, q).map((vehicle) => ({
    id: vehicle.id,
    to: searchLinks.vehicle(vehicle.id),
    title: vehicle.name,
    detail: `${vehicle.brand.name} · ${yearRange(vehicle)}`,
  }));
  const categoryHits = matchCategories(categories.data, q).map((category) => ({
    id: category.id,
    to: searchLinks.category(category.id),
    title: category.name,
    detail: category.description ?? undefined,
  }));

  const groups = [
    { title: "Productos", icon: <Box />, hits: productHits, query: products },
    { title: "Marcas", icon: <Badge />, hits: brandHits, query: brands },
    { title: "Vehículos", icon: <Taxi />, hits: vehicleHits, query: vehicles },
    { title: "Categorías", icon: <FolderClose />, hits: categoryHits, query: categories },
  ];
  // A new query keeps the previous products on screen until the answer arrives.
  const loading = groups.some((group) => group.query.isLoading);
  const shown = groups.filter((group) => group.query.error || group.hits.length > 0);
  const moreProducts = (products.data?.total ?? 0) - productHits.length;
  // A part found without stock (by its name or any of its numbers) offers its equivalents in stock.
  const firstProduct = products.data?.items[0];

  return (
    <div className="search-page" onKeyDown={moveBetweenResults}>
      <PageHeader
        title={SCREEN_HEADING.title}
        subtitle={q ? `Resultados para "${q}"` : SCREEN_HEADING.subtitle}
      />
      {/* Keyed by q: a new query in the URL (e.g. from the top bar) resets the typed text. */}
      <SearchForm key={q} initial={q} onSearch={(next) => setParams(next ? { q: next } : {})} />
      {q && firstProduct ? (
        <EquivalentsOffer
          product={firstProduct}
          onOpen={(product) => void navigate(searchLinks.product(product.id))}
        />
      ) : null}
      <AsyncState
        loading={loading}
        loadingText="Buscando..."
        empty={shown.length === 0}
        emptyTitle="No se encontraron resultados para tu búsqueda"
      >
        <div className="search-groups" aria-busy={products.isValidating}>
          {shown.map((group) => (
            <SearchGroup
              key={group.title}
              title={group.title}
              icon={group.icon}
              hits={group.hits}
              error={group.query.error}
              onRetry={() => void group.query.mutate()}
              footer={
                group.title === "Productos" && q && moreProducts > 0
                  ? `Se muestran ${productHits.length} de ${products.data?.total ?? 0} productos. Refine la búsqueda para ver otros.`
                  : undefined
              }
            />
          ))}
        </div>
      </AsyncState>
    </div>
  );
}

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" className="search-form" onSubmit={submit}>
      <SearchBox
        value={text}
        onChange={setText}
        label="Buscar"
        placeholder="Buscar productos, marcas, vehículos o categorías..."
      />
    </form>
  );
}
