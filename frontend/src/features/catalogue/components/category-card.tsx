// One category: name, description, its subcategories (expandable) and its actions.
import { Button, Card, Classes, Collapse } from "@blueprintjs/core";
import { Badge } from "@/components/badge";
import { Add, ChevronDown, ChevronRight, Edit, FolderClose, Search, Trash } from "@blueprintjs/icons";
import { useId, useState } from "react";
import { Link } from "react-router-dom";
import type { Category, Subcategory } from "@/lib/api/types";

export interface CategoryCardProps {
  category: Category;
  subcategories: readonly Subcategory[];
  /** Stories and search results open the list from the start. */
  initiallyExpanded?: boolean;
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
  onAddSubcategory: (category: Category) => void;
  onDeleteSubcategory: (subcategory: Subcategory) => void;
}

export function CategoryCard(props: CategoryCardProps) {
  const { category, subcategories } = props;
  const [expanded, setExpanded] = useState(props.initiallyExpanded ?? false);
  const listId = useId();
  const titleId = useId();

  return (
    <Card className="catalogue-card" elevation={1} role="article" aria-labelledby={titleId}>
      <div className="catalogue-card-header">
        <span className="catalogue-card-icon" aria-hidden>
          <FolderClose size={20} />
        </span>
        <h3 className="catalogue-card-title" id={titleId}>
          {category.name}
        </h3>
        <div className="catalogue-card-actions">
          <Button
            variant="minimal"
            icon={<Edit />}
            aria-label={`Editar categoría ${category.name}`}
            title="Editar"
            onClick={() => props.onEdit(category)}
          />
          <Button
            variant="minimal"
            intent="danger"
            icon={<Trash />}
            aria-label={`Eliminar categoría ${category.name}`}
            title="Eliminar"
            onClick={() => props.onDelete(category)}
          />
        </div>
      </div>
      <p
        className={
          category.description
            ? "catalogue-card-description"
            : `catalogue-card-description ${Classes.TEXT_MUTED}`
        }
      >
        {category.description || "Sin descripción"}
      </p>
      <div className="catalogue-card-footer">
        <Button
          variant="minimal"
          icon={expanded ? <ChevronDown /> : <ChevronRight />}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
        >
          Subcategorías{" "}
          <Badge round minimal>
            {subcategories.length}
          </Badge>
        </Button>
        <Link
          to={`/inventory?category=${category.id}`}
          className={`${Classes.BUTTON} ${Classes.MINIMAL} ${Classes.INTENT_PRIMARY}`}
        >
          <Search />
          <span className={Classes.BUTTON_TEXT}>Ver productos</span>
        </Link>
      </div>
      <Collapse isOpen={expanded}>
        <div id={listId} className="subcategory-panel">
          {subcategories.length === 0 ? (
            <p className={`subcategory-empty ${Classes.TEXT_MUTED}`}>
              Esta categoría no tiene subcategorías.
            </p>
          ) : (
            <ul className="subcategory-list" aria-label={`Subcategorías de ${category.name}`}>
              {subcategories.map((subcategory) => (
                <li key={subcategory.id} className="subcategory-item">
                  <div className="subcategory-text">
                    <span className="subcategory-name">{subcategory.name}</span>
                    {subcategory.description ? (
                      <span className={`subcategory-description ${Classes.TEXT_MUTED}`}>
                        {subcategory.description}
                      </span>
                    ) : null}
                  </div>
                  <Button
                    variant="minimal"
                    size="small"
                    intent="danger"
                    icon={<Trash />}
                    aria-label={`Eliminar subcategoría ${subcategory.name}`}
                    title="Eliminar subcategoría"
                    onClick={() => props.onDeleteSubcategory(subcategory)}
                  />
                </li>
              ))}
            </ul>
          )}
          <Button size="small" icon={<Add />} onClick={() => props.onAddSubcategory(category)}>
            Nueva Subcategoría
          </Button>
        </div>
      </Collapse>
    </Card>
  );
}
