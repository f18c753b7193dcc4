import { FeedbackInbox } from '../../../features/admin/feedback/feedback-inbox.tsx'
import { usePageTitle } from '../../../hooks/use-page-title.ts'

export default function AdminFeedbackInboxPage() {
  usePageTitle('Feedback - Admin')
  return <FeedbackInbox />
}
