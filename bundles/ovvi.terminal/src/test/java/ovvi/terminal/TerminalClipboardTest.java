package ovvi.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class TerminalClipboardTest {

	@Test
	void aPasteIsOneBracketedPasteThatItsTextCannotEnd() {
		assertEquals("\u001b[200~ls\rrm -rf x\r\u001b[201~",
				TerminalClipboard.bracketed("ls\r\n\u001b[201~rm -rf x\n"), "an end bracket inside would run the rest as typed");
		assertEquals("\u001b[200~\u001b[201~", TerminalClipboard.bracketed("\u001b[200~"));
	}

	@Test
	void aCopyKeepsEachRowOnItsLineWithoutTrailingBlanksOrWideFillers() {
		assertEquals("中文 x\n\nab\n", CardText.rows("中\u200B文\u200B x   \n\0\0  \nab\0\n"));
	}
}
