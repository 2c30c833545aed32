import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { MenuDrawer_query$key } from '../../../__generated__/MenuDrawer_query.graphql.ts';
import { Drawer } from '../../../ui/Drawer/Drawer.tsx';
import { closeDrawer } from '../../../platform/state/ui.ts';
import './MenuDrawer.css';

interface Props {
  query: MenuDrawer_query$key;
}

/** The site menu (/menu) with its children; links close it through the route change. */
export function MenuDrawer({ query }: Props) {
  const data = useFragment(
    graphql`
      fragment MenuDrawer_query on Query {
        menu {
          id
          title
          url
          children {
            id
            title
            url
            children {
              id
              title
              url
            }
          }
        }
      }
    `,
    query,
  );

  // Close at the click: the next screen may take a moment to load (the route change closes it too).
  const close = () => closeDrawer('menu');

  return (
    <Drawer name="menu" title="Menu">
      <nav aria-label="Menu" onClick={(event) => (event.target as HTMLElement).closest('a') && close()}>
        <ul className="menu-drawer__list">
          {data.menu.map((item) => (
            <li key={item.id} className="menu-drawer__item">
              {item.children.length > 0 ? (
                <details className="menu-drawer__group">
                  <summary className="menu-drawer__summary">{item.title}</summary>
                  <ul className="menu-drawer__sublist">
                    <li>
                      <Link to={item.url} className="menu-drawer__link menu-drawer__link--all">
                        All {item.title.toLowerCase()}
                      </Link>
                    </li>
                    {item.children.map((child) => (
                      <li key={child.id}>
                        <Link to={child.url} className="menu-drawer__link">
                          {child.title}
                        </Link>
                        {child.children.length > 0 ? (
                          <ul className="menu-drawer__sublist menu-drawer__sublist--deep">
                            {child.children.map((grandchild) => (
                              <li key={grandchild.id}>
                                <Link to={grandchild.url} className="menu-drawer__link">
                                  {grandchild.title}
                                </Link>
                              </li>
                            ))}
                          </ul>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </details>
              ) : (
                <Link to={item.url} className="menu-drawer__top-link">
                  {item.title}
                </Link>
              )}
            </li>
          ))}
          <li className="menu-drawer__item">
            <Link to="/download_app" className="menu-drawer__top-link">
              Get the app
            </Link>
          </li>
        </ul>
      </nav>
    </Drawer>
  );
}
