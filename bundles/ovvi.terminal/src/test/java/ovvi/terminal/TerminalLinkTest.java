package ovvi.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;

import org.junit.jupiter.api.Test;

class TerminalLinkTest {

	private static Optional<TerminalLink> at(String row, String under) {
		return TerminalLink.at(row, row.indexOf(under));
	}

	@Test
	void aWebAddressEndsBeforeTheSentencesPunctuation() {
		String row = "see https://herdr.dev/docs/api. Then";
		assertEquals(Optional.of(new TerminalLink(true, "https://herdr.dev/docs/api", 4, 29)), at(row, "docs"));
		assertTrue(at(row, "Then").isEmpty());
	}

	@Test
	void aWikipediaAddressKeepsTheParenthesisItOpened() {
		String row = "(https://en.wikipedia.org/wiki/Tmux_(software))";
		assertEquals("https://en.wikipedia.org/wiki/Tmux_(software)", at(row, "wiki/").orElseThrow().target());
	}

	@Test
	void aPathWithLineAndColumnTargetsTheFile() {
		String row = "src/main/Foo.java:12:5: error: ';' expected";
		TerminalLink link = at(row, "Foo").orElseThrow();
		assertEquals(new TerminalLink(false, "src/main/Foo.java", 0, 21), link);
	}

	@Test
	void aBareFileNameIsAPathOnlyWithItsLine() {
		assertEquals(new TerminalLink(false, "main.c", 0, 9), at("main.c:3:5: error", "main").orElseThrow());
		assertTrue(at("see main.c for more", "main").isEmpty());
	}

	@Test
	void absoluteHomeAndDotPathsAreFound() {
		assertEquals("/etc/hosts", at("cat /etc/hosts", "hosts").orElseThrow().target());
		assertEquals("~/notes/todo.md", at("wrote ~/notes/todo.md.", "todo").orElseThrow().target());
		assertEquals("../lib/x.rs", at("  ../lib/x.rs", "lib").orElseThrow().target());
	}

	@Test
	void wordsAndARootAloneAreNoLink() {
		assertTrue(at("nothing to see here", "see").isEmpty());
		assertTrue(at("cd / now", "/").isEmpty());
	}

	@Test
	void columnsCountAWideCharactersFiller() {
		String row = "中\u200B文\u200B /tmp/x.txt";
		TerminalLink link = at(row, "tmp").orElseThrow();
		assertEquals(5, link.first());
		assertEquals("/tmp/x.txt", link.target());
	}
}
