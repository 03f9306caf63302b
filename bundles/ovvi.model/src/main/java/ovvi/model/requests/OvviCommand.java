package ovvi.model.requests;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The POSIX sh {@code ovvi} command as Ovvi carries it, and its version. */
public final class OvviCommand {

	/** Where it goes on each machine, relative to the home folder. */
	public static final String HOME_PATH = ".cache/ovvi/bin/ovvi";
	private static final Pattern VERSION = Pattern.compile("(?m)^OVVI_COMMAND_VERSION=(\\d+)$");
	private static final OvviCommand CARRIED = load();

	private final String text;
	private final int version;

	private OvviCommand(String text) {
		this.text = text;
		Matcher matcher = VERSION.matcher(text);
		if (!matcher.find()) {
			throw new IllegalStateException("the ovvi command carries no OVVI_COMMAND_VERSION line");
		}
		this.version = Integer.parseInt(matcher.group(1));
	}

	public static OvviCommand carried() {
		return CARRIED;
	}

	private static OvviCommand load() {
		try (InputStream in = OvviCommand.class.getResourceAsStream("ovvi")) {
			if (in == null) {
				throw new IllegalStateException("the ovvi command is missing from the bundle");
			}
			return new OvviCommand(new String(in.readAllBytes(), StandardCharsets.UTF_8));
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}

	public String text() {
		return text;
	}

	public int version() {
		return version;
	}
}
