/**
 * An MCP client as a coding agent runs it: the official SDK (`@modelcontextprotocol/sdk`, Streamable HTTP) with an
 * OAuth client provider that registers itself, keeps its tokens and PKCE verifier, and hands the authorization URL
 * to whoever plays the user (the Worker tests through the API, the browser tests through the consent page).
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import { CfWorkerJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/cfworker';

export const AGENT_REDIRECT = 'http://127.0.0.1:33418/callback';

export class TestOAuthProvider implements OAuthClientProvider {
  client?: OAuthClientInformationMixed;
  saved?: OAuthTokens;
  verifier = '';
  /** Where the SDK sent the user to sign in, last. */
  authorizationUrl?: URL;

  constructor(readonly name = 'Test Agent') {}

  get redirectUrl() {
    return AGENT_REDIRECT;
  }

  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: this.name,
      redirect_uris: [AGENT_REDIRECT],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }

  clientInformation() {
    return this.client;
  }
  saveClientInformation(info: OAuthClientInformationMixed) {
    this.client = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
}

export function transport(url: URL, provider: OAuthClientProvider, fetch?: FetchLike) {
  return new StreamableHTTPClientTransport(url, { authProvider: provider, ...(fetch ? { fetch } : {}) });
}

export function newClient() {
  // Tool outputs are checked against their schemas with the validator that runs in workerd (no code generation).
  return new Client({ name: 'test-agent', version: '1.0.0' }, { jsonSchemaValidator: new CfWorkerJsonSchemaValidator() });
}

/** The code and state the consent page sent the user back to the agent with. */
export function codeFrom(redirectTo: string): { code: string; state: string | null; iss: string | null } {
  const url = new URL(redirectTo);
  const code = url.searchParams.get('code');
  if (!code) throw new Error(`No code in ${redirectTo}`);
  return { code, state: url.searchParams.get('state'), iss: url.searchParams.get('iss') };
}

/** A prompt to generate for the tests (the built-in composer, one from the quota). */
export const promptBody = {
  projectDescription: 'a booking app for a yoga studio with class schedules and memberships',
  platform: 'lovable',
  details: [{ title: 'Class Schedules' }, { title: 'Memberships' }],
  answers: { 'How do students pay for classes?': 'Both memberships and packs' },
  dismissedQuestions: ['What happens when a class is full?'],
  askedQuestions: [
    { id: 'studio-payment-model', text: 'How do students pay for classes?' },
    { id: 'studio-full-class', text: 'What happens when a class is full?' },
  ],
};
