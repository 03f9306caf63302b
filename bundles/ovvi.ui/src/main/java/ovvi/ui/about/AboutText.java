package ovvi.ui.about;

import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.Version;

/** What Help ▸ About says: Ovvi's version and the Java runtime it runs on. */
public final class AboutText {

	private AboutText() {
	}

	public static String current() {
		Version ovvi = FrameworkUtil.getBundle(AboutText.class).getVersion();
		return of(ovvi.toString(), Runtime.version().toString(), System.getProperty("java.vendor"),
				System.getProperty("java.home"));
	}

	static String of(String ovviVersion, String javaVersion, String javaVendor, String javaHome) {
		return "Ovvi " + ovviVersion + "\n\nJava " + javaVersion + " (" + javaVendor + ")\n" + javaHome;
	}
}
