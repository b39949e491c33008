import type { DetectorInput } from '../detector-record';

/** ASP.NET Core: web apps and APIs on .NET (a project on the Web SDK). */
export default {
  id: 'aspnet',
  name: 'ASP.NET Core',
  kind: 'framework',
  ecosystem: 'dotnet',
  evidence: [{ file: '**/*.csproj', contains: 'Microsoft.NET.Sdk.Web' }, { dependency: 'microsoft.aspnetcore.*' }],
  priority: 80,
  extensions: ['cs', 'cshtml', 'razor'],
  folders: [
    { path: 'src/Web', role: 'api' },
    { path: 'src/Application', role: 'services' },
    { path: 'src/Domain', role: 'models' },
    { path: 'src/Infrastructure', role: 'lib' },
  ],
} satisfies DetectorInput;
