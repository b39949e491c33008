/** Where the build puts the compiled knowledge among the static assets (never served to the public: see worker/index.ts). */
export const KNOWLEDGE_ASSET = '/_knowledge/knowledge.json';
