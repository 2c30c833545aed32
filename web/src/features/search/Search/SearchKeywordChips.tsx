import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { SearchKeywordChips_drawer$key } from '../../../__generated__/SearchKeywordChips_drawer.graphql.ts';
import { searchPath } from '../searchPath.ts';
import { useRecordSearch } from '../useRecordSearch.ts';

interface Props {
  drawer: SearchKeywordChips_drawer$key;
}

/** Trending and hot keywords as chips, each a search (recorded like a typed one). */
export function SearchKeywordChips({ drawer }: Props) {
  const data = useFragment(
    graphql`
      fragment SearchKeywordChips_drawer on SearchDrawer {
        trending {
          keyword
        }
        hotKeywords
      }
    `,
    drawer,
  );
  const record = useRecordSearch();
  const groups = [
    { title: 'Trending', keywords: data.trending.map((item) => item.keyword) },
    { title: 'Popular searches', keywords: data.hotKeywords },
  ].filter((group) => group.keywords.length > 0);

  return groups.map((group) => (
    <section key={group.title} className="search-screen__keywords" aria-label={group.title}>
      <h2 className="search-screen__keywords-title">{group.title}</h2>
      <ul className="search-screen__chips">
        {group.keywords.map((keyword) => (
          <li key={keyword}>
            <Link to={searchPath(keyword)} className="search-screen__chip" onClick={() => record(keyword)}>
              {keyword}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  ));
}
