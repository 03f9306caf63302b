package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import ovvi.model.ModelObject;
import ovvi.ui.pages.FollowedObjects;

/** A view's model listener ends when its object leaves what the view shows, not when the view closes. */
class FollowedObjectsTest {

	private static final class Thing extends ModelObject {
		private final String name;

		Thing(String name) {
			this.name = name;
		}

		void change() {
			fire("state");
		}

		@Override
		public String toString() {
			return name;
		}
	}

	private final List<String> told = new ArrayList<>();
	private final FollowedObjects followed = new FollowedObjects((source, property) -> told.add(source + "." + property));
	private final Thing tab = new Thing("tab");
	private final Thing pane = new Thing("pane");

	@Test
	void anObjectNoLongerFollowedTellsNothing() {
		followed.follow(List.of(tab, pane));
		tab.change();
		pane.change();
		assertEquals(List.of("tab.state", "pane.state"), told);

		followed.follow(List.of(pane));
		tab.change();
		pane.change();
		assertEquals(List.of("tab.state", "pane.state", "pane.state"), told, "the tab that went tells nothing");
	}

	@Test
	void followingTheSameObjectsAgainTellsOnceAndClearEndsEveryListener() {
		followed.follow(List.of(tab));
		followed.follow(List.of(tab, tab));
		tab.change();
		assertEquals(List.of("tab.state"), told, "one listener per object, however often it is followed");

		followed.clear();
		tab.change();
		assertEquals(List.of("tab.state"), told);
	}
}
