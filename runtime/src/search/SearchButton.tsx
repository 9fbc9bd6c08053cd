// Navbar search slot. For now it opens the /search route; the search engine and modal
// (owned by src/search/) will replace this.
import { navigate } from '../router';
import { Icon } from '../components/Icons';

export function SearchButton() {
  return (
    <button type="button" className="search-button" aria-label="Search" onClick={() => navigate('/search')}>
      <Icon name="search" size={16} />
      <span className="search-button__placeholder">Search docs</span>
    </button>
  );
}
