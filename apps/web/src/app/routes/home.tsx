import { Page } from '../../components/page.tsx'

/** Home: the chat, popular searches and markets (the search feature fills this page). */
export default function HomePage() {
  return <Page heading="What can we help you find?" intro="Pitchwise can make mistakes. Verify results." />
}
