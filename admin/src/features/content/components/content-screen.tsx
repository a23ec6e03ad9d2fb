import { getRouteApi } from '@tanstack/react-router';
import { ContentPage } from './content-page';

const route = getRouteApi('/signed-in/content');

/** The content route's screen, loaded with it: the preview's sanitiser is most of its weight. */
export function ContentScreen() {
  const { type, slug } = route.useSearch();
  const navigate = route.useNavigate();
  return <ContentPage type={type} slug={slug} onOpen={(search) => void navigate({ search })} />;
}
