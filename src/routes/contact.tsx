import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/features/support/ContactPage';
import { contactSearchSchema } from '@/features/support/searchParams';

export const Route = createFileRoute('/contact')({
  validateSearch: contactSearchSchema,
  component: function ContactRoute() {
    return <ContactPage subject={Route.useSearch().subject} />;
  },
});
