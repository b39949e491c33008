import type { FeaturePatternInput } from '../records';

export default {
  id: 'shopping-cart',
  match: [
    'shopping cart',
    'cart and checkout',
    'cart page',
    'mini cart',
    'basket',
    'shopping bag',
    'add to cart',
    'warenkorb',
    'einkaufswagen',
    'carrito',
    'cesta',
    'carrito de compras',
    'panier',
    'carrinho',
    'sacola',
    'carrinho de compras',
  ],
  description:
    'A cart that keeps its items across visits, shows the total with tax and delivery before checkout, and checks stock.',
  done: [
    { when: 'a person adds an item', then: 'update the cart count and total at once and keep the cart for their next visit' },
    {
      when: 'an item in the cart sells out before checkout',
      then: 'tell the person and remove or reduce it before any payment is taken',
    },
    { when: 'a guest with a cart signs in', then: 'merge their guest cart into their account cart' },
  ],
  questions: [
    {
      id: 'pattern-guest-checkout',
      category: 'user-flow',
      text: 'Can customers check out as guests, without an account?',
      recommended: 'Yes',
      reason: 'A forced account is a top reason carts are abandoned; offer to create one after the order.',
      impact: 6,
      decision: 'Guest checkout',
      feature: 'shopping-cart',
      says: {
        Yes: 'Allow guest checkout with email only; offer to create an account on the confirmation page.',
        No: 'Customers sign in or create an account before checkout.',
      },
    },
  ],
} satisfies FeaturePatternInput;
