package ovvi.cards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

class PlaceholderTest {

	@Test
	void itSaysWhatThePaneIs() {
		assertEquals("Ovvi browser card: https://example.com/", Placeholder.says(new CardLabel("browser", "a", "https://example.com/")));
		assertEquals("Ovvi explorer card", Placeholder.says(new CardLabel("explorer", "a", "")));
	}

	@Test
	void thePlaceIsAnArgumentNeverPartOfTheScript() throws Exception {
		String place = "$(touch /tmp/ovvi-never) `id` \"; exit 3; '";
		List<String> argv = Placeholder.argv(new CardLabel("browser", "a", place));
		assertTrue(argv.get(2).indexOf(place) < 0);
		// without a terminal the wait is a read of stdin: its end ends the placeholder
		Process run = new ProcessBuilder(argv).redirectErrorStream(true).start();
		run.getOutputStream().close();
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		run.getInputStream().transferTo(out);
		assertTrue(run.waitFor(60, TimeUnit.SECONDS));
		assertEquals(0, run.exitValue());
		assertEquals("Ovvi browser card: " + place + "\n", out.toString(StandardCharsets.UTF_8));
	}

	@Test
	void itEndsWhenItsInputEnds() throws IOException, InterruptedException {
		Process run = new ProcessBuilder(Placeholder.argv(new CardLabel("browser", "a", "x"))).start();
		run.getInputStream().readNBytes("Ovvi browser card: x\n".length());
		assertTrue(run.isAlive(), "it waits while its pane is open");
		run.getOutputStream().close();
		assertTrue(run.waitFor(60, TimeUnit.SECONDS), "it ends once its input ends");
	}
}
