package ovvi.cards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import org.eclipse.swt.widgets.Composite;
import org.junit.jupiter.api.Test;

class CardCatalogTest {

	private record Factory(String plugin, String name) implements CardFactory {
		@Override
		public Card create(Composite parent, CardContext context) {
			throw new UnsupportedOperationException("not made in this test");
		}
	}

	/** A card only opened by another card. */
	private record Unchosen(String plugin, String name) implements CardFactory {
		@Override
		public boolean chosen() {
			return false;
		}

		@Override
		public Card create(Composite parent, CardContext context) {
			throw new UnsupportedOperationException("not made in this test");
		}
	}

	@Test
	void theChooserListsTerminalAndBrowserFirstThenTheOthersByName() {
		CardCatalog catalog = new CardCatalog();
		catalog.add(new Factory("git", "Git"));
		catalog.add(new Factory("browser", "Browser"));
		catalog.add(new Factory("explorer", "File Explorer"));
		catalog.add(new Factory("terminal", "Terminal"));
		assertEquals(List.of("Terminal", "Browser", "File Explorer", "Git"), catalog.chooser().stream().map(CardFactory::name).toList());
	}

	@Test
	void aCardThatOnlyShowsWhatAnotherOpenedIsNotInTheChooser() {
		CardCatalog catalog = new CardCatalog();
		catalog.add(new Factory("explorer", "File Explorer"));
		catalog.add(new Unchosen("text", "Text"));
		assertEquals(List.of("File Explorer"), catalog.chooser().stream().map(CardFactory::name).toList());
		assertTrue(catalog.factory("text").isPresent(), "a label naming it still finds it");
	}

	@Test
	void aFactoryThatComesOrGoesIsToldAndTheFirstForAPluginServes() {
		CardCatalog catalog = new CardCatalog();
		AtomicInteger told = new AtomicInteger();
		catalog.addListener(told::incrementAndGet);
		Factory first = new Factory("browser", "Browser");
		Factory second = new Factory("browser", "Other Browser");
		catalog.add(first);
		catalog.add(second);
		assertEquals(2, told.get());
		assertSame(first, catalog.factory("browser").orElseThrow());
		assertEquals(1, catalog.chooser().size(), "one row per plugin");
		catalog.remove(first);
		assertSame(second, catalog.factory("browser").orElseThrow(), "the other one serves once the first goes");
		catalog.remove(second);
		assertTrue(catalog.factory("browser").isEmpty());
		assertEquals(4, told.get());
	}
}
