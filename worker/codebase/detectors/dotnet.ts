import type { DetectorInput } from '../detector-record';

/** .NET: solutions and projects (C# or F#) with NuGet packages, run through the dotnet CLI. */
export default {
  id: 'dotnet',
  name: '.NET',
  kind: 'ecosystem',
  evidence: [{ path: '*.{sln,slnx}' }, { path: '**/*.{csproj,fsproj}' }, { path: 'global.json' }],
  priority: 8,
  language: 'C#',
  languages: [{ name: 'F#', when: [{ path: '**/*.fsproj' }] }],
  extensions: ['cs', 'fs', 'cshtml', 'razor'],
  manifests: [
    { path: '**/*.{csproj,fsproj}', patterns: ['<PackageReference\\s+Include="([^"]+)"'] },
    { path: '**/Directory.Packages.props', patterns: ['<PackageVersion\\s+Include="([^"]+)"'] },
  ],
  packageManagers: [{ name: 'NuGet (dotnet CLI)', install: 'dotnet restore', exec: 'dotnet {command}' }],
  commands: {
    dev: [{ run: 'dotnet run' }],
    build: [{ run: 'dotnet build' }],
    test: [{ run: 'dotnet test' }],
    lint: [{ run: 'dotnet format --verify-no-changes' }],
  },
  facts: [
    { when: [{ dependency: 'xunit*' }], set: { testFramework: 'xUnit' } },
    { when: [{ dependency: 'nunit' }], set: { testFramework: 'NUnit' } },
    { when: [{ dependency: 'mstest*' }], set: { testFramework: 'MSTest' } },
    { when: [{ dependency: 'microsoft.entityframeworkcore*' }], set: { orm: 'Entity Framework Core' } },
    { when: [{ dependency: 'dapper' }], set: { orm: 'Dapper' } },
    { when: [{ dependency: 'npgsql*' }, { dependency: 'aspire.hosting.postgresql' }], set: { database: 'PostgreSQL' } },
    {
      when: [{ dependency: 'microsoft.entityframeworkcore.sqlserver' }, { dependency: 'aspire.hosting.sqlserver' }],
      set: { database: 'SQL Server' },
    },
    { when: [{ dependency: 'microsoft.entityframeworkcore.sqlite' }], set: { database: 'SQLite' } },
    { when: [{ dependency: 'microsoft.aspnetcore.identity*' }], set: { auth: 'ASP.NET Core Identity' } },
  ],
  folders: [
    { path: 'src', role: 'source' },
    { path: 'tests', role: 'tests' },
    { path: 'test', role: 'tests' },
  ],
} satisfies DetectorInput;
