package ovvi.cards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class CardLabelTest {

	@ParameterizedTest
	@ValueSource(strings = { "https://example.com/a b?q=\"quoted\" & 'single'", "/home/zoë/プロジェクト/", "  two leading spaces",
			"trailing space ", "#not an iid", "ovvi:browser#x nested", "emoji 🐑 and\ttab? no" })
	void aPlaceComesBackAsItWasWritten(String place) {
		if (place.contains("\t")) {
			assertThrows(IllegalArgumentException.class, () -> new CardLabel("browser", "a1", place), "a tab is a control character");
			return;
		}
		CardLabel label = new CardLabel("browser", "a1", place);
		assertEquals(Optional.of(label), CardLabel.parse(label.text()));
		assertEquals(place, CardLabel.parse(label.text()).orElseThrow().place());
	}

	@Test
	void theSchemeIsPluginHashIidSpacePlace() {
		assertEquals("ovvi:browser#k3 https://example.com/", new CardLabel("browser", "k3", "https://example.com/").text());
		assertEquals("ovvi:explorer#k3", new CardLabel("explorer", "k3", "").text(), "no place, no space");
		CardLabel read = CardLabel.parse("ovvi:git#9z /srv/repo").orElseThrow();
		assertEquals("git", read.plugin());
		assertEquals("9z", read.iid());
		assertEquals("/srv/repo", read.place());
		assertEquals("", CardLabel.parse("ovvi:git#9z").orElseThrow().place());
	}

	@ParameterizedTest
	@ValueSource(strings = { "logs", "", "ovvi:", "ovvi:browser", "ovvi:browser#", "ovvi:#x https://a", "ovvi:Browser#x a",
			"ovvi:bro wser#x a", "ovvi:browser#x#y a", "ovvi:browser#x\na", " ovvi:browser#x a", "OVVI:browser#x a",
			"ovvi:browser x#y" })
	void aLabelThatDoesNotFollowTheSchemeNamesNoCard(String label) {
		assertEquals(Optional.empty(), CardLabel.parse(label), label);
	}

	@Test
	void noLabelNamesNoCard() {
		assertEquals(Optional.empty(), CardLabel.parse(null));
	}

	@Test
	void aLabelWeWouldNotWriteIsRefusedWithTheReason() {
		IllegalArgumentException plugin = assertThrows(IllegalArgumentException.class, () -> new CardLabel("Web Browser", "a", ""));
		assertTrue(plugin.getMessage().contains("plugin name"), plugin.getMessage());
		IllegalArgumentException iid = assertThrows(IllegalArgumentException.class, () -> new CardLabel("browser", "a b", ""));
		assertTrue(iid.getMessage().contains("instance id"), iid.getMessage());
		IllegalArgumentException place = assertThrows(IllegalArgumentException.class, () -> new CardLabel("browser", "a", "x\ny"));
		assertTrue(place.getMessage().contains("line breaks"), place.getMessage());
	}

	@Test
	void aMoveKeepsThePluginAndTheInstance() {
		CardLabel label = CardLabel.fresh("browser", "https://a.example/");
		CardLabel moved = label.at("https://b.example/");
		assertEquals(label.plugin(), moved.plugin());
		assertEquals(label.iid(), moved.iid());
		assertEquals("https://b.example/", moved.place());
	}

	@Test
	void freshCardsHaveTheirOwnInstance() {
		assertNotEquals(CardLabel.fresh("browser", "").iid(), CardLabel.fresh("browser", "").iid());
	}
}
