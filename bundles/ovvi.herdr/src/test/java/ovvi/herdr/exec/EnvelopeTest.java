package ovvi.herdr.exec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;

import org.junit.jupiter.api.Test;

class EnvelopeTest {

	@Test
	void carriesEachElementSingleQuotedInBase64() {
		Envelope envelope = Envelope.of(List.of("herdr", "--session", "it's"));
		assertNull(envelope.stdinLine());
		String prefix = "sh -c 'eval \"$(printf %s \"$1\" | base64 -d)\"' sh ";
		assertTrue(envelope.commandLine().startsWith(prefix));
		String base64 = envelope.commandLine().substring(prefix.length());
		assertTrue(base64.matches("[A-Za-z0-9+/=]+"));
		assertEquals("'herdr' '--session' 'it'\\''s'", new String(Base64.getDecoder().decode(base64), StandardCharsets.UTF_8));
	}

	@Test
	void aCommandTooLongForOneArgumentTravelsOnStdin() {
		Envelope envelope = Envelope.of(List.of("printf", "x".repeat(100_000)));
		assertNotNull(envelope.stdinLine());
		assertTrue(envelope.commandLine().length() < 100);
	}

	@Test
	void refusesNulBeforeAnythingRuns() {
		IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
				() -> Envelope.of(List.of("echo", "a\0b")));
		assertTrue(refused.getMessage().contains("NUL"), refused.getMessage());
	}
}
