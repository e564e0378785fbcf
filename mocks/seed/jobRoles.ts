/**
 * The roles the job board hires for, and what is true of each: the skills it asks for, the levels
 * it is hired at, its pay and whether it may be paid by the hour. The seed draws jobs from here and
 * the seed lint holds the jobs to it.
 */
export type JobCategory = 'tech' | 'teaching' | 'hospitality' | 'marketing' | 'healthcare';
export type JobLevel = 'entry' | 'mid' | 'senior' | 'lead';

export type JobRole = {
  title: string;
  category: JobCategory;
  skills: string[];
  levels: JobLevel[];
  /** Monthly pay in US dollars at mid level, low and high end of the range. */
  usdMonthly: [number, number];
  /** Whether the work can be done remotely. */
  remote: boolean;
  /** Whether it may be paid by the hour (a contract or part-time post that manages no one). */
  hourly: boolean;
};

/** Pay at each level, against the mid level's. */
export const LEVEL_PAY: Record<JobLevel, number> = { entry: 0.65, mid: 1, senior: 1.35, lead: 1.7 };
/**
 * The years of experience each level stands for, fewest and most (null: no upper bound). The job
 * ads' level paragraphs (`content/jobs/job-ads.yaml`) say the same.
 */
export const LEVEL_YEARS: Record<JobLevel, readonly [number, number | null]> = {
  entry: [0, 1],
  mid: [2, 4],
  senior: [5, null],
  lead: [7, null],
};
/** The hours of a month's pay, for an hourly rate. */
export const HOURS_A_MONTH = 160;

const IC: JobLevel[] = ['entry', 'mid', 'senior'];
const EXPERIENCED: JobLevel[] = ['mid', 'senior', 'lead'];
const SENIOR: JobLevel[] = ['senior', 'lead'];

type RoleFacts = Omit<JobRole, 'category' | 'remote' | 'hourly'> &
  Partial<Pick<JobRole, 'remote' | 'hourly'>>;

function rolesOf(category: JobCategory, remote: boolean, roles: RoleFacts[]): JobRole[] {
  return roles.map((role) => ({ category, remote, hourly: true, ...role }));
}

export const JOB_ROLES: JobRole[] = [
  ...rolesOf('tech', true, [
    {
      title: 'Senior Frontend Engineer',
      skills: ['TypeScript', 'React', 'GraphQL', 'CSS', 'Jest', 'Storybook', 'Web performance'],
      levels: SENIOR,
      usdMonthly: [3000, 4400],
    },
    {
      title: 'Backend Developer (Go)',
      skills: ['Go', 'PostgreSQL', 'gRPC', 'Docker', 'Kubernetes', 'Redis', 'AWS', 'Kafka'],
      levels: IC,
      usdMonthly: [2800, 4200],
    },
    {
      title: 'Full-Stack Developer',
      skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'GraphQL', 'AWS', 'Docker'],
      levels: IC,
      usdMonthly: [2600, 4000],
    },
    {
      title: 'DevOps Engineer',
      skills: ['Kubernetes', 'Terraform', 'AWS', 'Docker', 'CI/CD', 'Linux', 'Ansible'],
      levels: EXPERIENCED,
      usdMonthly: [3000, 4500],
    },
    {
      title: 'Mobile Developer (React Native)',
      skills: ['React Native', 'TypeScript', 'Redux', 'Expo', 'Jest', 'Firebase', 'REST APIs'],
      levels: IC,
      usdMonthly: [2600, 4000],
    },
    {
      title: 'Data Engineer',
      skills: ['Python', 'SQL', 'Airflow', 'dbt', 'Spark', 'BigQuery', 'Kafka'],
      levels: EXPERIENCED,
      usdMonthly: [3000, 4500],
    },
    {
      title: 'QA Automation Engineer',
      skills: [
        'Playwright',
        'Cypress',
        'TypeScript',
        'Python',
        'CI/CD',
        'API testing',
        'Test planning',
      ],
      levels: IC,
      usdMonthly: [2000, 3200],
    },
    {
      title: 'Product Designer',
      skills: [
        'Figma',
        'User research',
        'Prototyping',
        'Design systems',
        'Usability testing',
        'Accessibility',
      ],
      levels: IC,
      usdMonthly: [2400, 3800],
    },
    {
      title: 'Engineering Manager',
      skills: [
        'People management',
        'Hiring',
        'Delivery planning',
        'System design',
        'Mentoring',
        'Stakeholder management',
      ],
      levels: SENIOR,
      usdMonthly: [4200, 6000],
      hourly: false,
    },
    {
      title: 'Site Reliability Engineer',
      skills: [
        'Kubernetes',
        'Go',
        'Prometheus',
        'Terraform',
        'Incident response',
        'Linux',
        'Observability',
      ],
      levels: EXPERIENCED,
      usdMonthly: [3200, 4800],
    },
  ]),
  ...rolesOf('teaching', false, [
    {
      title: 'English Teacher (Primary)',
      skills: [
        'Lesson planning',
        'Classroom management',
        'TEFL',
        'Phonics',
        'Young learners',
        'Parent communication',
      ],
      levels: IC,
      usdMonthly: [1100, 1700],
    },
    {
      title: 'IELTS Instructor',
      skills: [
        'IELTS',
        'Exam preparation',
        'Academic writing',
        'Speaking assessment',
        'Lesson planning',
        'CELTA',
      ],
      levels: ['mid', 'senior'],
      usdMonthly: [1300, 2000],
    },
    {
      title: 'International School Maths Teacher',
      skills: [
        'IGCSE Maths',
        'IB Maths',
        'Curriculum design',
        'Assessment',
        'Differentiation',
        'Classroom management',
      ],
      levels: EXPERIENCED,
      usdMonthly: [2200, 3400],
    },
    {
      title: 'Kindergarten Teacher',
      skills: [
        'Early years',
        'Play-based learning',
        'Phonics',
        'Classroom management',
        'Parent communication',
        'TEFL',
      ],
      levels: IC,
      usdMonthly: [1000, 1600],
    },
    {
      title: 'University English Lecturer',
      skills: [
        'Academic writing',
        'Curriculum design',
        'Assessment',
        'CELTA',
        'Lecturing',
        'Research supervision',
      ],
      levels: EXPERIENCED,
      usdMonthly: [1500, 2400],
    },
    {
      title: 'Online ESL Tutor',
      skills: [
        'TEFL',
        'Online teaching',
        'Zoom',
        'Lesson planning',
        'Young learners',
        'Conversation practice',
      ],
      levels: ['entry', 'mid'],
      usdMonthly: [700, 1100],
      remote: true,
    },
    {
      title: 'Science Teacher (IGCSE)',
      skills: [
        'IGCSE Science',
        'Lab safety',
        'Curriculum design',
        'Assessment',
        'Differentiation',
        'Classroom management',
      ],
      levels: EXPERIENCED,
      usdMonthly: [2100, 3300],
    },
  ]),
  ...rolesOf('hospitality', false, [
    {
      title: 'Resort Guest Relations Manager',
      skills: [
        'Guest relations',
        'Opera PMS',
        'Complaint handling',
        'Team leadership',
        'VIP service',
        'Upselling',
      ],
      levels: EXPERIENCED,
      usdMonthly: [1800, 2800],
      hourly: false,
    },
    {
      title: 'Dive Centre Manager',
      skills: [
        'PADI instruction',
        'Dive planning',
        'Boat operations',
        'Team leadership',
        'Equipment maintenance',
        'Customer service',
      ],
      levels: SENIOR,
      usdMonthly: [1800, 2800],
      hourly: false,
    },
    {
      title: 'Hostel Manager',
      skills: [
        'Front desk',
        'Booking platforms',
        'Team leadership',
        'Housekeeping',
        'Event planning',
        'Social media',
      ],
      levels: ['mid', 'senior'],
      usdMonthly: [1000, 1600],
      hourly: false,
    },
    {
      title: 'Front Office Supervisor',
      skills: [
        'Opera PMS',
        'Front desk',
        'Guest relations',
        'Rostering',
        'Cash handling',
        'Complaint handling',
      ],
      levels: ['mid', 'senior'],
      usdMonthly: [900, 1400],
      hourly: false,
    },
    {
      title: 'Executive Chef',
      skills: [
        'Menu design',
        'Food safety',
        'Kitchen management',
        'Food costing',
        'Team leadership',
        'Supplier management',
      ],
      levels: SENIOR,
      usdMonthly: [2500, 4000],
      hourly: false,
    },
    {
      title: 'Food and Beverage Manager',
      skills: [
        'Revenue management',
        'Food safety',
        'Team leadership',
        'Beverage costing',
        'Event planning',
        'Rostering',
      ],
      levels: EXPERIENCED,
      usdMonthly: [1800, 2800],
      hourly: false,
    },
    {
      title: 'Tour Operations Coordinator',
      skills: [
        'Itinerary planning',
        'Supplier management',
        'Booking systems',
        'Customer service',
        'Logistics',
        'Local languages',
      ],
      levels: IC,
      usdMonthly: [900, 1400],
    },
  ]),
  ...rolesOf('marketing', true, [
    {
      title: 'Growth Marketing Manager',
      skills: [
        'Growth experiments',
        'Google Ads',
        'Meta Ads',
        'Analytics',
        'Lifecycle marketing',
        'SQL',
      ],
      levels: SENIOR,
      usdMonthly: [3200, 4800],
      hourly: false,
    },
    {
      title: 'Content Writer (Travel)',
      skills: ['Copywriting', 'SEO writing', 'Editing', 'Travel writing', 'WordPress', 'Research'],
      levels: IC,
      usdMonthly: [1000, 1600],
    },
    {
      title: 'SEO Specialist',
      skills: [
        'SEO',
        'Google Search Console',
        'Keyword research',
        'Technical SEO',
        'Analytics',
        'Link building',
      ],
      levels: IC,
      usdMonthly: [1400, 2200],
    },
    {
      title: 'Social Media Manager',
      skills: [
        'TikTok',
        'Instagram',
        'Content calendars',
        'Community management',
        'Canva',
        'Copywriting',
      ],
      levels: ['mid', 'senior'],
      usdMonthly: [1500, 2300],
      hourly: false,
    },
    {
      title: 'Performance Marketer',
      skills: [
        'Google Ads',
        'Meta Ads',
        'TikTok Ads',
        'Analytics',
        'A/B testing',
        'Budget management',
      ],
      levels: ['mid', 'senior'],
      usdMonthly: [2000, 3000],
    },
    {
      title: 'Brand Partnerships Lead',
      skills: [
        'Partnerships',
        'Negotiation',
        'Brand strategy',
        'Account management',
        'Events',
        'HubSpot',
      ],
      levels: SENIOR,
      usdMonthly: [2800, 4200],
      hourly: false,
    },
    {
      title: 'Community Manager',
      skills: [
        'Community management',
        'Events',
        'Discord',
        'Copywriting',
        'Social media',
        'Moderation',
      ],
      levels: ['mid', 'senior'],
      usdMonthly: [1300, 2000],
      hourly: false,
    },
  ]),
  ...rolesOf('healthcare', false, [
    {
      title: 'Registered Nurse (International Clinic)',
      skills: [
        'Patient care',
        'Triage',
        'ACLS',
        'Wound care',
        'Electronic health records',
        'Medication administration',
      ],
      levels: IC,
      usdMonthly: [1400, 2200],
    },
    {
      title: 'General Practitioner',
      skills: [
        'Primary care',
        'Diagnosis',
        'Travel medicine',
        'Electronic health records',
        'Chronic disease management',
        'Patient communication',
      ],
      levels: EXPERIENCED,
      usdMonthly: [5000, 7500],
    },
    {
      title: 'Physiotherapist',
      skills: [
        'Manual therapy',
        'Sports rehabilitation',
        'Exercise prescription',
        'Patient assessment',
        'Dry needling',
        'Electronic health records',
      ],
      levels: IC,
      usdMonthly: [1800, 2800],
    },
    {
      title: 'Medical Interpreter',
      skills: [
        'Medical English',
        'Medical terminology',
        'Consecutive interpreting',
        'Patient advocacy',
        'Confidentiality',
        'Local languages',
      ],
      levels: IC,
      usdMonthly: [1000, 1600],
      remote: true,
    },
    {
      title: 'Clinic Operations Manager',
      skills: [
        'Clinic operations',
        'Rostering',
        'Insurance billing',
        'Compliance',
        'Team leadership',
        'Budgeting',
      ],
      levels: EXPERIENCED,
      usdMonthly: [2500, 3800],
      hourly: false,
    },
    {
      title: 'Dentist',
      skills: [
        'General dentistry',
        'Oral surgery',
        'Patient communication',
        'Infection control',
        'Dental imaging',
        'Cosmetic dentistry',
      ],
      levels: EXPERIENCED,
      usdMonthly: [4000, 6000],
    },
    {
      title: 'Telehealth Doctor',
      skills: [
        'Telemedicine',
        'Primary care',
        'Diagnosis',
        'Electronic health records',
        'Patient communication',
        'Prescribing',
      ],
      levels: ['mid', 'senior'],
      usdMonthly: [4500, 6800],
      remote: true,
    },
  ]),
];

export function roleTitled(title: string): JobRole | undefined {
  return JOB_ROLES.find((role) => role.title === title);
}
