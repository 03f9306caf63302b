package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import ovvi.ui.tab.SpareTerminals;

/** Which tabs out of view keep their terminals streaming: the most recently shown, up to the spares. */
class SpareTerminalsTest {

	/** A tab of some terminals that counts what it was told. */
	private static final class Tab implements SpareTerminals.Kept {
		final int terminals;
		boolean streaming = true;
		int resumed;

		Tab(int terminals) {
			this.terminals = terminals;
		}

		@Override
		public int streaming() {
			return streaming ? terminals : 0;
		}

		@Override
		public void release() {
			streaming = false;
		}

		@Override
		public void resume() {
			streaming = true;
			resumed++;
		}
	}

	@Test
	void theTabShownLongestAgoLetsGoFirstOnceTheSparesAreExceeded() {
		SpareTerminals policy = new SpareTerminals(5);
		Tab a = new Tab(2);
		Tab b = new Tab(2);
		Tab c = new Tab(2);
		for (Tab tab : List.of(a, b, c)) {
			policy.shown(tab);
			policy.hidden(tab);
		}
		assertEquals(List.of(false, true, true), List.of(a.streaming, b.streaming, c.streaming), "a was shown longest ago");

		policy.shown(a);
		assertEquals(true, a.streaming, "a tab in view streams again");
		policy.hidden(a);
		assertEquals(List.of(true, false, true), List.of(a.streaming, b.streaming, c.streaming), "now b was shown longest ago");
	}

	@Test
	void tabsInViewDoNotCountAndAGoneTabIsForgotten() {
		SpareTerminals policy = new SpareTerminals(2);
		Tab shownBig = new Tab(10);
		Tab hidden = new Tab(2);
		policy.shown(shownBig);
		policy.shown(hidden);
		policy.hidden(hidden);
		assertEquals(true, hidden.streaming, "the 10 terminals in view leave room for the spares");
		policy.gone(hidden);
		Tab next = new Tab(2);
		policy.shown(next);
		policy.hidden(next);
		assertEquals(List.of(true, true), List.of(hidden.streaming, next.streaming),
				"a tab that went is neither counted nor told to let go");
	}
}
