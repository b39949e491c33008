import type { DetectorInput } from '../detector-record';

/** The JVM with Maven or Gradle (Java or Kotlin), run through the repository's wrapper when it has one. */
export default {
  id: 'java',
  name: 'Java',
  kind: 'ecosystem',
  evidence: [{ path: '**/pom.xml' }, { path: '**/build.gradle' }, { path: '**/build.gradle.kts' }],
  priority: 8,
  language: 'Java',
  languages: [{ name: 'Kotlin', when: [{ path: 'build.gradle.kts' }, { path: 'src/main/kotlin/**' }] }],
  extensions: ['java', 'kt', 'html'],
  manifests: [
    { path: '**/pom.xml', patterns: ['<artifactId>([^<\\s]+)</artifactId>'] },
    {
      path: '**/build.gradle{,.kts}',
      patterns: ['["\']([\\w.-]+:[\\w.-]+)(?::[^"\']*)?["\']', '\\bid\\s*\\(?\\s*["\']([\\w.-]+)["\']'],
    },
  ],
  packageManagers: [
    { name: 'Maven', when: [{ path: 'mvnw' }], install: './mvnw install -DskipTests', exec: './mvnw {command}' },
    { name: 'Maven', when: [{ path: 'pom.xml' }], install: 'mvn install -DskipTests', exec: 'mvn {command}' },
    { name: 'Gradle', when: [{ path: 'gradlew' }], install: './gradlew build -x test', exec: './gradlew {command}' },
    { name: 'Gradle', install: 'gradle build -x test', exec: 'gradle {command}' },
  ],
  commands: {
    build: [
      { run: 'package', exec: true, when: [{ path: 'pom.xml' }] },
      { run: 'build', exec: true },
    ],
    test: [{ run: 'test', exec: true }],
    lint: [
      { run: 'checkstyle:check', exec: true, when: [{ file: 'pom.xml', contains: 'maven-checkstyle-plugin' }] },
      { run: 'spotless:check', exec: true, when: [{ file: 'pom.xml', contains: 'spotless-maven-plugin' }] },
      { run: 'check', exec: true, when: [{ path: 'build.gradle{,.kts}' }] },
    ],
  },
  facts: [
    {
      when: [
        { dependency: 'junit-jupiter*' },
        { dependency: 'spring-boot-starter-test' },
        { dependency: 'spring-boot-starter-webmvc-test' },
        { dependency: 'spring-boot-starter-data-jpa-test' },
        { dependency: 'junit' },
      ],
      set: { testFramework: 'JUnit 5' },
    },
    { when: [{ dependency: 'hibernate-core' }], set: { orm: 'Hibernate' } },
    { when: [{ dependency: 'postgresql' }], set: { database: 'PostgreSQL' } },
    { when: [{ dependency: 'mysql-connector-j' }, { dependency: 'mysql-connector-java' }], set: { database: 'MySQL' } },
  ],
  folders: [
    { path: 'src/main/java', role: 'source' },
    { path: 'src/main/kotlin', role: 'source' },
    { path: 'src/main/resources/templates', role: 'views' },
    { path: 'src/main/resources/db/migration', role: 'migrations' },
    { path: 'src/test', role: 'tests' },
  ],
} satisfies DetectorInput;
