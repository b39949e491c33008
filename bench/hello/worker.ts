// The floor: the smallest possible Worker, served exactly like the app (vite preview, workerd).
export default {
  fetch: () => new Response('Hello World!'),
};
