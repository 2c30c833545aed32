import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { ToteSectionList_section$key } from '../../__generated__/ToteSectionList_section.graphql.ts';
import { ToteItemRow, type ToteItemActions } from './ToteItemRow.tsx';

interface Props {
  section: ToteSectionList_section$key;
  title: string;
  /** "3 / 6" for rentals. */
  counter: string;
  actions: ToteItemActions;
}

/** One section of the Tote (rent or purchase): its line, its items, or its empty state. */
export function ToteSectionList({ section, title, counter, actions }: Props) {
  const data = useFragment(
    graphql`
      fragment ToteSectionList_section on ToteSection {
        saleType
        topInfo
        emptyState {
          title
          message
          buttonText
          link
        }
        items {
          id
          ...ToteItemRow_item
        }
      }
    `,
    section,
  );
  const headingId = `tote-section-${data.saleType.toLowerCase()}`;

  return (
    <section className="tote-section" aria-labelledby={headingId}>
      <div className="tote-section__head">
        <h3 id={headingId} className="tote-section__title">
          {title}
        </h3>
        <span className="tote-section__counter">{counter}</span>
      </div>
      {data.topInfo ? <p className="tote-section__info">{data.topInfo}</p> : null}
      {data.items.length > 0 ? (
        <ul className="tote-section__items">
          {data.items.map((item) => (
            <ToteItemRow key={item.id} item={item} actions={actions} />
          ))}
        </ul>
      ) : data.emptyState ? (
        <div className="tote-section__empty">
          <p className="tote-section__empty-title">{data.emptyState.title}</p>
          <p className="tote-section__empty-text">{data.emptyState.message}</p>
          <Link to={data.emptyState.link} className="text-link">
            {data.emptyState.buttonText}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
