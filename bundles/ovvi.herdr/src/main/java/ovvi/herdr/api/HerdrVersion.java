package ovvi.herdr.api;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.google.gson.JsonObject;

/** The running server's version, as session.snapshot (or ping) reports it. */
public record HerdrVersion(int major, int minor, int patch, String text) implements Comparable<HerdrVersion> {

	public static final HerdrVersion MINIMUM = new HerdrVersion(0, 9, 3, "0.9.3");
	private static final Pattern LEADING = Pattern.compile("^\\s*v?(\\d+)\\.(\\d+)(?:\\.(\\d+))?");

	/** The leading major.minor.patch of a version such as {@code 0.9.5-preview.12}; null when there is none. */
	public static HerdrVersion parse(String text) {
		if (text == null) {
			return null;
		}
		Matcher m = LEADING.matcher(text);
		if (!m.find()) {
			return null;
		}
		return new HerdrVersion(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
				m.group(3) == null ? 0 : Integer.parseInt(m.group(3)), text.strip());
	}

	/** From a session.snapshot result ({@code snapshot.version}) or a ping result ({@code version}). */
	public static HerdrVersion of(JsonObject result) {
		JsonObject snapshot = Json.object(result, "snapshot");
		return parse(Json.string(snapshot != null ? snapshot : result, "version"));
	}

	public boolean isSupported() {
		return compareTo(MINIMUM) >= 0;
	}

	/** What the "herdr is too old" page says. */
	public String tooOld() {
		return "herdr " + text + " is too old; " + MINIMUM.text + " or newer needed.";
	}

	@Override
	public int compareTo(HerdrVersion other) {
		int c = Integer.compare(major, other.major);
		if (c == 0) {
			c = Integer.compare(minor, other.minor);
		}
		return c != 0 ? c : Integer.compare(patch, other.patch);
	}
}
