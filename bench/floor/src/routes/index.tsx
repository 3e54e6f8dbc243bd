import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

/** One query, loaded on the server and dehydrated into the page, as every product page does. */
const greeting = queryOptions({
  queryKey: ['greeting'],
  queryFn: async () => ({ title: 'Floor', items: ['One route', 'One query', 'Server rendered and hydrated'] }),
})

export const Route = createFileRoute('/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(greeting),
  component: Home,
})

function Home() {
  const { data } = useSuspenseQuery(greeting)
  return (
    <main>
      <h1>{data.title}</h1>
      <ul>
        {data.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </main>
  )
}
