import { OAuth2Server } from 'oauth2-mock-server';
import type { TestProject } from 'vitest/node';
import { startMockGitHub } from './mock-github';
import { startMockOpenAI } from './mock-openai';

declare module 'vitest' {
  export interface ProvidedContext {
    oidcIssuer: string;
    openaiBaseURL: string;
    githubApiURL: string;
  }
}

/** The Google account the local OpenID Connect provider signs in. */
export const GOOGLE_TEST_USER = {
  email: 'grace.hopper@example.com',
  email_verified: true,
  given_name: 'Grace',
  family_name: 'Hopper',
  name: 'Grace Hopper',
  picture: 'https://lh3.googleusercontent.com/a/grace-test',
};

/** A local OpenID Connect provider standing in for Google, so the real code flow runs end to end. */
export default async function setup(project: TestProject) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, { sub: 'google-sub-grace', ...GOOGLE_TEST_USER });
  });
  await server.start(0, 'localhost');
  project.provide('oidcIssuer', server.issuer.url ?? '');
  const openai = await startMockOpenAI();
  project.provide('openaiBaseURL', openai.url);
  const github = await startMockGitHub();
  project.provide('githubApiURL', github.url);
  return async () => {
    await github.close();
    await server.stop();
    openai.server.closeAllConnections();
    await new Promise((resolve) => openai.server.close(resolve));
  };
}
