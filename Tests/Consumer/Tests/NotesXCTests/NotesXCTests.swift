// The Linux target of the iOS project's unit tests in iOSApp/NotesTests, compiled unchanged through
// OpenUIKit's source-compatibility plugin (a main-actor XCTest class's synchronous tests become async).
// openuikit-app-folder: ../../iOSApp/NotesTests
