import { CartForm } from "../cart/cart-form";

export function AddToCartForm({ productId, disabled }: { productId: number; disabled: boolean }) {
  return (
    <CartForm intent="add" productId={productId}>
      {(pending) => (
        <button type="submit" className="btn-dark w-full sm:w-auto" disabled={disabled || pending}>
          {pending ? "Ajout en cours..." : "Ajouter au panier"}
        </button>
      )}
    </CartForm>
  );
}
