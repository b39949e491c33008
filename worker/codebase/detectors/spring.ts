import type { DetectorInput } from '../detector-record';

/** Spring Boot: an application of controllers, services and repositories. */
export default {
  id: 'spring',
  name: 'Spring Boot',
  kind: 'framework',
  ecosystem: 'java',
  evidence: [{ dependency: 'spring-boot-starter*' }, { dependency: 'org.springframework.boot' }],
  priority: 80,
  extensions: ['java', 'kt', 'html'],
  commands: {
    dev: [
      { run: 'spring-boot:run', exec: true, when: [{ path: 'pom.xml' }] },
      { run: 'bootRun', exec: true },
    ],
  },
  facts: [
    { when: [{ dependency: 'spring-boot-starter-data-jpa' }], set: { orm: 'Spring Data JPA (Hibernate)' } },
    { when: [{ dependency: 'spring-boot-starter-data-mongodb' }], set: { orm: 'Spring Data MongoDB', database: 'MongoDB' } },
    { when: [{ dependency: 'spring-boot-starter-security' }], set: { auth: 'Spring Security' } },
    { when: [{ dependency: 'spring-boot-starter-thymeleaf' }], set: { styling: 'Thymeleaf templates' } },
  ],
  folders: [{ path: 'src/main/resources/static', role: 'assets' }],
} satisfies DetectorInput;
